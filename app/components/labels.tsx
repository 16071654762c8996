import { createContext, useContext } from "react";
import type { Copy } from "../../content/schema/site";

export type Labels = Copy["labels"];

// Words only assistive technology reads, in the owner's language
// (content/copy.ts). The layout provides them; the English here is only for
// an error screen that has no content to read them from.
const LabelsContext = createContext<Labels>({
  skipLink: "Skip to content",
  newTab: "opens in a new tab",
  socialProfiles: "Social profiles",
  builtWith: "Built with",
  skills: "Skills",
  morePosts: "articles",
  moreProjects: "projects",
});

export const LabelsProvider = LabelsContext.Provider;

export function useLabels(): Labels {
  return useContext(LabelsContext);
}
