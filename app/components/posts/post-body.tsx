import { useEffect, useState } from "react";
import { useHref } from "react-router";
import { postBodies } from "virtual:post-bodies";
import { hasHydrated } from "../../lib/metadata/client-origin";
import { copyCodeOnIntent, type CopyCodeLabels } from "../../lib/posts/copy-code";
import { prerendering } from "../../lib/settings/build-env";

/** The element of the body in a post's page, and the post it holds. */
const bodyId = "post-body";

/**
 * A post's body, the HTML the build rendered from its Markdown. It is in the
 * prerendered page once, and in no loader data or module: React Router hands
 * a page's loader data to the browser in the module fetched on intent (the
 * hydration handoff of pipeline/stages/4-first-paint/), so a body passed
 * through the loader would be downloaded a second time. Instead:
 * - the prerender reads it from the server's build alone (virtual:post-bodies,
 *   an empty table in the browser's build);
 * - when the page hydrates, React keeps the element's HTML as it is: an
 *   element that sets its own HTML is neither compared nor replaced while
 *   hydrating (as PrerenderedList keeps a long list), so there is nothing to
 *   read or copy;
 * - after a navigation inside the site, the body is taken from the post's
 *   prerendered page, fetched as the host serves it (cached like any page),
 *   the one copy of the text there is; should that fail, the page is loaded
 *   as a whole.
 * This keeps one source of the body (its page) and no second route to it,
 * at the cost of one request on a navigation to a post. Its code's copy
 * buttons come on intent to copy (app/lib/posts/copy-code.ts): the page's
 * own script offers them before the app, and this after a navigation from a
 * page without that script.
 */
export function PostBody({
  slug,
  page,
  lang,
  dir,
  copyLabels,
}: {
  slug: string;
  page: string;
  /** The post's language and direction, on another language's page. */
  lang?: string;
  dir?: "ltr" | "rtl";
  /** What its code's copy button says, in the page's language. */
  copyLabels: CopyCodeLabels;
}) {
  const href = useHref(page);
  const [html, setHtml] = useState<string | undefined>(() =>
    prerendering ? (postBodies.get(slug)?.html ?? "") : !hasHydrated() ? "" : undefined,
  );
  useEffect(() => copyCodeOnIntent(copyLabels), [copyLabels]);
  useEffect(() => {
    if (html !== undefined) return;
    const request = new AbortController();
    fetch(href, { signal: request.signal })
      .then((response) => (response.ok ? response.text() : Promise.reject(response.status)))
      .then((text) => {
        const body = new DOMParser().parseFromString(text, "text/html").getElementById(bodyId);
        if (body?.dataset.slug !== slug) throw new Error(slug);
        setHtml(body.innerHTML);
      })
      .catch(() => {
        if (!request.signal.aborted) window.location.assign(href);
      });
    return () => request.abort();
  }, [html, href, slug]);
  return (
    <div
      id={bodyId}
      data-slug={slug}
      className="post-body"
      lang={lang}
      dir={dir}
      dangerouslySetInnerHTML={{ __html: html ?? "" }}
      suppressHydrationWarning
    />
  );
}
