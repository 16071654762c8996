// What the template ships as its own owner, Tobi Adeyemi: the words, links,
// images, icon and colours a fork must replace. The placeholder warning (and,
// with VITE_REQUIRE_OWN_CONTENT=true, the build) looks for each of them.
// Images and the icon are known by their SHA-256, so a renamed copy is found too.

export const template = {
  name: "Tobi Adeyemi",
  texts: {
    "content/owner.ts: owner.greeting": "Hi, I'm Tobi",
    "content/owner.ts: owner.bio":
      "I build reliable backend and distributed systems in Go and TypeScript, mostly for FinTech and Blockchain.",
    "content/copy.ts: copy.blog.intro":
      "Notes on the systems I build and the problems behind them.",
    "content/copy.ts: copy.projects.intro":
      "Things I have built, mostly tools for other engineers.",
  } as Record<string, string>,
  /** The start of each About paragraph, enough to know it. */
  about: [
    "I'm a backend engineer who has spent most of my career in FinTech and Blockchain",
    "I have designed and run services used by millions of people",
    "I write Go most days, JavaScript and TypeScript",
  ],
  postUrls: [
    "https://medium.com/@tobi-adeyemi/why-crypto-wallet-addresses-cant-be-account-numbers",
  ] as string[],
  projectUrls: ["https://github.com/tobi-adeyemi/cipherline"] as string[],
  /** The settings whose defaults live in content/links.ts, with the template's values. */
  settings: {
    VITE_LINKEDIN_URL: ["linkedinUrl", "https://www.linkedin.com/in/tobi-adeyemi"],
    VITE_GITHUB_URL: ["githubUrl", "https://github.com/tobi-adeyemi"],
    VITE_TWITTER_URL: ["twitterUrl", "https://x.com/tobi_adeyemi"],
    VITE_BASE_URL: ["baseUrl", "https://tobiadeyemi.dev"],
    VITE_ADDRESS: ["address", "Lagos, Nigeria"],
  },
  images: {
    "540b7193015fbd283088c45c224ca9c1a995c919bd7065ddb79a2b150e829c9b": "headshot",
    eb9e28e6dd1e7a86117b300d037ba3d43796c47c0b6e734e8c0cb5cdec28c2d9: "sample post's thumbnail",
    // Shipped as postDefaults.thumbnail until the build drew the default in the accent colours.
    a147e9ca8753d3c91e7e6ef10166f5313d24b428e54a898b62034a7e2943b438: "default thumbnail",
  } as Record<string, string>,
  icon: "cadad3cb89a909c3866a349c3e637dd6ea74c6c05fb694d5a2eb17bcdb33836b",
  accent: { light: "#0b6e66", dark: "#5fd4c4" },
} as const;
