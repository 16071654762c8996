// A WXR's content:encoded is the post as the editor saved it, not as the
// site showed it: the classic editor keeps paragraphs as blank lines (the
// theme's wpautop makes them <p> when the page is drawn), and code and
// captions as shortcodes. Here they become the HTML WordPress would have
// shown, which the path home reads as it reads a feed's. The block editor
// saves HTML already (<!-- wp:… --> comments around it), left as it is.

const escape = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

// SyntaxHighlighter Evolved's shortcodes, and WordPress.com's: [code lang="x"]…[/code].
const codeShortcode =
  /\[(code|sourcecode)((?:\s+[a-z]+=(?:"[^"]*"|'[^']*'|[^\s\]]+))*)\s*\]\n?([^]*?)\[\/\1\]/gi;
const caption = /\[caption[^\]]*\]([^]*?)\[\/caption\]/gi;
const block =
  /^<\/?(?:p|pre|div|h[1-6]|ul|ol|li|blockquote|figure|table|hr|!--|dl|section|iframe|script|style)\b/i;

/** The post's HTML as WordPress would show it. */
export function wordpressHtml(content: string): string {
  const saved: string[] = [];
  // Code is set aside first, so no paragraph rule touches a line of it.
  const keep = (html: string) => `\uE000${saved.push(html) - 1}\uE000`;
  let html = content.replace(/\r\n?/g, "\n").replace(codeShortcode, (_, __, attributes, code) => {
    const lang = /\b(?:lang|language)=["']?([\w+#-]+)/i.exec(attributes as string)?.[1];
    const type = lang ? ` class="language-${lang.toLowerCase()}"` : "";
    return keep(`<pre><code${type}>${escape((code as string).replace(/\n$/, ""))}</code></pre>`);
  });
  html = html.replace(/<pre\b[^]*?<\/pre>/gi, keep);
  html = html.replace(caption, (_, inside: string) => {
    const image = /^\s*(?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?/i.exec(inside)?.[0] ?? "";
    const words = inside.slice(image.length).trim();
    return `<figure>${image.trim()}${words ? `<figcaption>${words}</figcaption>` : ""}</figure>`;
  });
  if (!/<!--\s*wp:/.test(html)) html = autop(html);
  return html.replace(/\uE000(\d+)\uE000/g, (_, n: string) => saved[Number(n)]!);
}

/** wpautop's rule, briefly: a blank line ends a paragraph, a lone newline is a <br>. */
function autop(html: string): string {
  return html
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) =>
      block.test(part) || /^\uE000\d+\uE000$/.test(part)
        ? part
        : `<p>${part.replace(/\n/g, "<br>\n")}</p>`,
    )
    .join("\n");
}
