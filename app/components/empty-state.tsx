/** What a list shows while it has nothing: a quiet box, so the page does not look broken. */
export function EmptyState({ children, className = "" }: { children: string; className?: string }) {
  return (
    <p
      className={`border-line text-muted rounded-2xl border border-dashed px-5 py-8 text-center ${className}`}
    >
      {children}
    </p>
  );
}
