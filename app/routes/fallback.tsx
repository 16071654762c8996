import { Navigate } from "react-router";

// Unknown paths go home and replace the history entry, so Back skips them.
// On a direct visit the static host serves 404.html, which does the same.
export default function Fallback() {
  return <Navigate to="/" replace />;
}
