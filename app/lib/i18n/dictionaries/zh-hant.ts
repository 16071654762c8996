import type { Dictionary } from "../dictionary.ts";

// Chinese in traditional characters, in Taiwan's words: Taiwan, Hong Kong and
// Macau (zh_TW, zh_HK, zh_MO). A Hong Kong owner may prefer 網誌 and 項目
// for "blog" and "projects": content/copy.ts `labels` changes any one.
export const zhHant = {
  skipLink: "跳到主要內容",
  mainNav: "主選單",
  navHome: "首頁",
  navProjects: "專案",
  navBlog: "部落格",
  aboutLink: "關於我",
  recentArticles: "最新文章",
  latestProjects: "最新專案",
  viewMore: "查看更多",
  morePosts: "文章",
  moreProjects: "專案",
  noPosts: "還沒有文章。",
  noProjects: "還沒有專案。",
  readMore: "繼續閱讀",
  postsInYear: { other: "{count} 篇文章" },
  aboutTitle: "關於我",
  aboutHeading: "你好！",
  blogTitle: "部落格",
  blogHeading: "部落格文章",
  projectsTitle: "專案",
  projectsHeading: "專案",
  letsConnect: "保持聯絡",
  newTab: "在新分頁中開啟",
  socialProfiles: "社群帳號",
  builtWith: "使用技術",
  skills: "技能",
  notFoundTitle: "找不到頁面",
  notFoundText: "您要找的頁面不存在。",
  errorText: "發生錯誤。",
  homeLink: "回到首頁",
  feedTitle: "{name}的部落格（{format}）",
} as const satisfies Dictionary;
