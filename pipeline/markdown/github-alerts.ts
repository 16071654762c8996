import type { Element, Root } from "hast";
import { rehypeGithubAlerts, type IOptions } from "rehype-github-alerts";
import { alertKinds, type AlertKind, type MarkdownLabels } from "./markdown-labels.ts";

// GitHub's alerts ("> [!NOTE]" and its four siblings) as GitHub marks them up
// (the classes markdown-alert and markdown-alert-note), with the title word
// in the post's language and no icon: the word says what kind of alert it is,
// where an icon would need a name of its own. role="note" tells assistive
// technology that the block is an aside to the text around it.

/** Makes each GitHub alert of `tree` a titled block. */
export function renderAlerts(tree: Root, titles: MarkdownLabels["alerts"]): void {
  const options: IOptions = {
    alerts: alertKinds.map((kind) => ({
      keyword: kind.toUpperCase(),
      icon: "",
      title: titles[kind],
    })),
    build: (alert, children): Element => {
      const kind = alert.keyword.toLowerCase() as AlertKind;
      return {
        type: "element",
        tagName: "div",
        properties: { className: ["markdown-alert", `markdown-alert-${kind}`], role: "note" },
        children: [
          {
            type: "element",
            tagName: "p",
            properties: { className: ["markdown-alert-title"] },
            children: [{ type: "text", value: alert.title }],
          },
          ...children,
        ],
      };
    },
  };
  rehypeGithubAlerts(options)(tree);
}
