// The owner of the generated fork: a Persian site-reliability engineer in
// Tehran who rewrote content/ as the README says. Her language is written
// right to left, counts its years in the Solar Hijri calendar and has no
// dictionary of the template's, so she words the labels in content/copy.ts
// (the build's notice lists the two she left in English); her sentences may
// open with a Latin name ("Go و TypeScript ..."); the initials of her name
// would join into a word; her own posts and a project live on her site's
// domain; she uses every kind of profile the comments in
// content/links.ts document (and every icon the schema offers); and her site
// is in English too (content/languages.ts), left to right, with some of her
// words left in Persian.

export const forkOwner = {
  name: "شیرین رحیمی",
  jobTitle: "مهندس قابلیت اطمینان سایت",
  greeting: "سلام، من شیرین رحیمی هستم",
  bio: "در تهران، برای سرویس‌هایی که نباید از کار بیفتند سامانه و ابزار می‌سازم.",
  about: [
    "نزدیک به ده سال است که در شرکت‌های پرداخت و پخش کالا، مهندس قابلیت اطمینان سایت هستم.",
    "پایش، رسیدگی به حادثه‌ها و برنامه‌ریزی ظرفیت سرویس‌هایی را که هر روز میلیون‌ها نفر به کار می‌برند بر عهده داشته‌ام و برای برنامه‌نویسان شرکت یک سکوی داخلی ساخته‌ام.",
    "Go و TypeScript را بیشتر از همه می‌نویسم و زیرساخت را با Kubernetes و Terraform اداره می‌کنم.",
  ],
  description:
    "سایت شیرین رحیمی: نوشته‌ها و پروژه‌هایی دربارهٔ قابلیت اطمینان، مشاهده‌پذیری و زیرساخت.",
  headshot: "chehre.png",
  headshotAlt: "عکس چهرهٔ شیرین رحیمی",
  knowsAbout: ["SRE", "Kubernetes", "Go", "مشاهده‌پذیری", "Terraform"],
  locale: "fa_IR",
};

export const site = "https://shirin-rahimi.example.ir";

export const forkLinks = {
  linkedin: "https://www.linkedin.com/in/shirin-rahimi-sre",
  github: "https://github.com/shirin-rahimi",
  twitter: "https://x.com/shirin_rahimi",
  address: "تهران، ایران",
  baseUrl: site,
  more: [
    { label: "ایمیل", url: "mailto:hello@shirin-rahimi.example.ir", icon: "email" },
    { label: "Mastodon", url: "https://fosstodon.org/@shirinrahimi", icon: "mastodon", rel: "me" },
    { label: "رزومه", file: "rezume.pdf", icon: "resume" },
    { label: "Bluesky", url: "https://bsky.app/profile/shirinrahimi.bsky.social", icon: "bluesky" },
    { label: "وب‌سایت", url: "https://notes.shirin-rahimi.example.ir", icon: "website" },
    { label: "YouTube", url: "https://www.youtube.com/@shirinrahimi", icon: "youtube" },
    {
      label: "Stack Overflow",
      url: "https://stackoverflow.com/users/1/shirin-rahimi",
      icon: "stackoverflow",
    },
    { label: "RSS", url: `${site}/rss.xml`, icon: "rss" },
    { label: "DEV", url: "https://dev.to/shirinrahimi", icon: "devto" },
    { label: "Medium", url: "https://medium.com/@shirinrahimi", icon: "medium" },
    { label: "Hashnode", url: "https://shirinrahimi.hashnode.dev", icon: "hashnode" },
    { label: "GitLab", url: "https://gitlab.com/shirinrahimi", icon: "gitlab" },
    { label: "Codeberg", url: "https://codeberg.org/shirinrahimi", icon: "codeberg" },
    { label: "Instagram", url: "https://www.instagram.com/shirinrahimi", icon: "instagram" },
    { label: "Threads", url: "https://www.threads.net/@shirinrahimi", icon: "threads" },
    { label: "ویرگول", url: "https://virgool.io/@shirinrahimi", icon: "link" },
  ],
};

// Every label she reads on her pages, in her words: Persian has no dictionary
// of the template's. The main navigation's name and the feeds' titles stay
// English, and the build's notice lists them.
export const forkCopy = {
  home: { noPosts: "هنوز نوشته‌ای نیست.", noProjects: "هنوز پروژه‌ای نیست." },
  blog: {
    description: "نوشته‌های شیرین رحیمی دربارهٔ قابلیت اطمینان، مشاهده‌پذیری و زیرساخت.",
    intro: "یادداشت‌هایی از آنچه حادثه‌ها به من آموختند و راه‌هایی برای آسان‌تر کردن کار عملیات.",
    noPosts: "هنوز نوشته‌ای نیست.",
  },
  projects: {
    description: "ابزارهای متن‌بازی که شیرین رحیمی ساخته است.",
    intro: "چیزهایی که برای کم کردن زحمت کار عملیات ساخته‌ام.",
    noProjects: "هنوز پروژه‌ای نیست.",
  },
  notFound: {
    title: "صفحه پیدا نشد",
    text: "این صفحه وجود ندارد.",
    homeLink: "بازگشت به صفحهٔ اصلی",
  },
  error: { text: "مشکلی پیش آمد.", homeLink: "بازگشت به صفحهٔ اصلی" },
  labels: {
    skipLink: "رفتن به محتوا",
    navHome: "خانه",
    navProjects: "پروژه‌ها",
    navBlog: "وبلاگ",
    aboutLink: "دربارهٔ من",
    recentArticles: "تازه‌ترین نوشته‌ها",
    latestProjects: "تازه‌ترین پروژه‌ها",
    viewMore: "بیشتر ببینید",
    morePosts: "(نوشته‌ها)",
    moreProjects: "(پروژه‌ها)",
    readMore: "ادامهٔ مطلب",
    postsInYear: { one: "{count} نوشته", other: "{count} نوشته" },
    aboutTitle: "دربارهٔ من",
    aboutHeading: "سلام!",
    blogTitle: "وبلاگ",
    blogHeading: "نوشته‌های وبلاگ",
    projectsTitle: "پروژه‌ها",
    projectsHeading: "پروژه‌ها",
    letsConnect: "در تماس باشیم",
    newTab: "در زبانهٔ تازه باز می‌شود",
    socialProfiles: "شبکه‌های اجتماعی",
    builtWith: "ساخته‌شده با",
    skills: "مهارت‌ها",
  },
};

export const forkTheme = { accent: { light: "#1c39bb", dark: "#a9b8ff" } };

/** Her words in English (content/languages.ts): the rest of her English pages stay Persian. */
export const forkLanguages = {
  en_US: {
    owner: {
      name: "Shirin Rahimi",
      jobTitle: "Site Reliability Engineer",
      greeting: "Hi, I'm Shirin Rahimi",
      bio: "In Tehran, I build systems and tools for services that must not go down.",
      about: [
        "For nearly ten years I have been a site reliability engineer at payment and delivery companies.",
        "I have run monitoring, incident response and capacity planning for services millions of people use every day, and built an internal platform for the company's developers.",
        "I write Go and TypeScript most, and run infrastructure with Kubernetes and Terraform.",
      ],
    },
    copy: { blog: { intro: "Notes on reliability, observability and infrastructure." } },
  },
};
