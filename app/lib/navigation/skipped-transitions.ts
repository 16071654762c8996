// React Router wraps each navigation with the viewTransition prop in
// document.startViewTransition() and leaves the transition's `ready` promise
// unhandled. When the visitor navigates again before the animation starts
// (Back, or another link), the browser skips it and rejects `ready`: the
// navigation completes, only the animation is left out, yet the rejection
// surfaces as an uncaught error. Upstream as of react-router 7.18.5.

/** Marks the `ready` promise of every view transition the page starts as handled. */
export function handleSkippedTransitions(doc: Pick<Document, "startViewTransition">): void {
  if (typeof doc.startViewTransition !== "function") return;
  const start = doc.startViewTransition.bind(doc);
  doc.startViewTransition = (update) => {
    const transition = start(update);
    transition.ready.catch(() => {});
    return transition;
  };
}
