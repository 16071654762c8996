// The owner of the generated fork: a Japanese site-reliability engineer who
// rewrote content/ as the README says, using every kind of profile the
// comments in content/links.ts document (and every icon the schema offers).

export const forkOwner = {
  name: "佐藤 健",
  jobTitle: "サイト信頼性エンジニア",
  greeting: "こんにちは、佐藤 健です",
  bio: "大阪で、止まらないサービスのための仕組みと道具を作っています。",
  about: [
    "決済と物流の会社で、十年近くサイト信頼性エンジニアとして働いてきました。",
    "毎日数百万人が使うサービスの監視、障害対応、容量計画を担当し、社内の開発者向けプラットフォームも作りました。",
    "普段は Go と TypeScript を書き、Kubernetes と Terraform でインフラを運用しています。",
  ],
  description: "佐藤 健のサイト。信頼性、可観測性、インフラについての記事と作品。",
  headshot: "kao-shashin.png",
  headshotAlt: "佐藤 健の顔写真",
  knowsAbout: ["SRE", "Kubernetes", "Go", "可観測性", "Terraform"],
  locale: "ja_JP",
};

const site = "https://sato-ken.example.jp";

export const forkLinks = {
  linkedin: "https://www.linkedin.com/in/sato-ken-sre",
  github: "https://github.com/sato-ken-sre",
  twitter: "https://x.com/sato_ken_sre",
  address: "大阪、日本",
  baseUrl: site,
  more: [
    { label: "メール", url: "mailto:hello@sato-ken.example.jp", icon: "email" },
    { label: "Mastodon", url: "https://fosstodon.org/@satoken", icon: "mastodon", rel: "me" },
    { label: "履歴書", file: "rirekisho.pdf", icon: "resume" },
    { label: "Bluesky", url: "https://bsky.app/profile/satoken.bsky.social", icon: "bluesky" },
    { label: "ウェブサイト", url: "https://notes.sato-ken.example.jp", icon: "website" },
    { label: "YouTube", url: "https://www.youtube.com/@satoken", icon: "youtube" },
    {
      label: "Stack Overflow",
      url: "https://stackoverflow.com/users/1/sato",
      icon: "stackoverflow",
    },
    { label: "RSS", url: `${site}/rss.xml`, icon: "rss" },
    { label: "DEV", url: "https://dev.to/satoken", icon: "devto" },
    { label: "Medium", url: "https://medium.com/@satoken", icon: "medium" },
    { label: "Hashnode", url: "https://satoken.hashnode.dev", icon: "hashnode" },
    { label: "GitLab", url: "https://gitlab.com/satoken", icon: "gitlab" },
    { label: "Codeberg", url: "https://codeberg.org/satoken", icon: "codeberg" },
    { label: "Instagram", url: "https://www.instagram.com/satoken", icon: "instagram" },
    { label: "Threads", url: "https://www.threads.net/@satoken", icon: "threads" },
    { label: "Zenn", url: "https://zenn.dev/satoken", icon: "link" },
  ],
};

export const forkCopy = {
  home: { noPosts: "まだ記事はありません。", noProjects: "まだ作品はありません。" },
  blog: {
    description: "佐藤 健が信頼性、可観測性、インフラについて書いた記事。",
    intro: "障害から学んだことと、運用を楽にする工夫のメモです。",
    noPosts: "まだ記事はありません。",
  },
  projects: {
    description: "佐藤 健が作ったオープンソースの道具。",
    intro: "運用の手間を減らすために作ったものです。",
    noProjects: "まだ作品はありません。",
  },
  notFound: {
    title: "ページが見つかりません",
    text: "このページは存在しません。",
    homeLink: "ホームへ戻る",
  },
  error: { text: "問題が発生しました。", homeLink: "ホームへ戻る" },
  labels: {
    skipLink: "本文へスキップ",
    newTab: "新しいタブで開きます",
    socialProfiles: "ソーシャルプロフィール",
    builtWith: "使用技術",
    skills: "スキル",
    morePosts: "件の記事",
    moreProjects: "件の作品",
  },
};

export const forkTheme = { accent: { light: "#a3262e", dark: "#ff9e9e" } };
