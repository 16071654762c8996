import type { Plural } from "./dictionary.ts";
import { dictionaryFor } from "./languages.ts";

// The words around a post written on the site (app/routes/blog-post.tsx), in
// each language the site ships a dictionary for (./dictionaries/). They are a
// table of their own, read only by the post's loader at build time: the
// dictionaries reach the browser (the layout's labels), and a site without
// local posts keeps every byte of its JavaScript.

export type PostWords = {
  /** The reading time: "{count} min read". */
  readingTime: Plural;
  /** The date it was changed: "Updated {date}". */
  updated: string;
  /** The heading of the list of its sections (a long post). */
  sectionsHeading: string;
  /** The name of the list of its tags. */
  tags: string;
  /** The links to the posts around it. */
  previousPost: string;
  nextPost: string;
  /** The line of a post that first appeared elsewhere: "{site}" is the original's host, linked. */
  firstAppeared: string;
};

export const postWords: Readonly<Record<string, PostWords>> = {
  en: {
    readingTime: { one: "{count} min read", other: "{count} min read" },
    updated: "Updated {date}",
    sectionsHeading: "Contents",
    tags: "Tags",
    previousPost: "Previous post",
    nextPost: "Next post",
    firstAppeared: "This post first appeared on {site}.",
  },
  es: {
    readingTime: { one: "{count} min de lectura", other: "{count} min de lectura" },
    updated: "Actualizado el {date}",
    sectionsHeading: "Contenido",
    tags: "Etiquetas",
    previousPost: "Artículo anterior",
    nextPost: "Artículo siguiente",
    firstAppeared: "Este artículo se publicó primero en {site}.",
  },
  pt: {
    readingTime: { one: "{count} min de leitura", other: "{count} min de leitura" },
    updated: "Atualizado em {date}",
    sectionsHeading: "Conteúdo",
    tags: "Etiquetas",
    previousPost: "Artigo anterior",
    nextPost: "Próximo artigo",
    firstAppeared: "Este artigo foi publicado primeiro em {site}.",
  },
  fr: {
    readingTime: { one: "{count} min de lecture", other: "{count} min de lecture" },
    updated: "Mis à jour le {date}",
    sectionsHeading: "Sommaire",
    tags: "Étiquettes",
    previousPost: "Article précédent",
    nextPost: "Article suivant",
    firstAppeared: "Cet article a d’abord paru sur {site}.",
  },
  de: {
    readingTime: { one: "{count} Min. Lesezeit", other: "{count} Min. Lesezeit" },
    updated: "Aktualisiert am {date}",
    sectionsHeading: "Inhalt",
    tags: "Schlagwörter",
    previousPost: "Vorheriger Artikel",
    nextPost: "Nächster Artikel",
    firstAppeared: "Dieser Artikel erschien zuerst auf {site}.",
  },
  ja: {
    readingTime: { other: "{count}分で読めます" },
    updated: "{date}更新",
    sectionsHeading: "目次",
    tags: "タグ",
    previousPost: "前の記事",
    nextPost: "次の記事",
    firstAppeared: "この記事は{site}で最初に公開されました。",
  },
  ko: {
    readingTime: { other: "{count}분 분량" },
    updated: "{date} 업데이트",
    sectionsHeading: "목차",
    tags: "태그",
    previousPost: "이전 글",
    nextPost: "다음 글",
    firstAppeared: "이 글은 {site}에 처음 게시되었습니다.",
  },
  hi: {
    readingTime: { one: "{count} मिनट में पढ़ें", other: "{count} मिनट में पढ़ें" },
    updated: "{date} को अद्यतन",
    sectionsHeading: "विषय-सूची",
    tags: "टैग",
    previousPost: "पिछला लेख",
    nextPost: "अगला लेख",
    firstAppeared: "यह लेख पहले {site} पर प्रकाशित हुआ था।",
  },
  ar: {
    readingTime: {
      zero: "قراءة في {count} دقيقة",
      one: "قراءة في دقيقة واحدة",
      two: "قراءة في دقيقتين",
      few: "قراءة في {count} دقائق",
      many: "قراءة في {count} دقيقة",
      other: "قراءة في {count} دقيقة",
    },
    updated: "حُدّث في {date}",
    sectionsHeading: "المحتويات",
    tags: "الوسوم",
    previousPost: "المقال السابق",
    nextPost: "المقال التالي",
    firstAppeared: "نُشر هذا المقال أولًا على {site}.",
  },
  he: {
    readingTime: { one: "דקת קריאה אחת", other: "{count} דקות קריאה" },
    updated: "עודכן ב־{date}",
    sectionsHeading: "תוכן העניינים",
    tags: "תגיות",
    previousPost: "הרשומה הקודמת",
    nextPost: "הרשומה הבאה",
    firstAppeared: "הרשומה פורסמה לראשונה ב־{site}.",
  },
  "zh-Hans": {
    readingTime: { other: "阅读约需 {count} 分钟" },
    updated: "更新于 {date}",
    sectionsHeading: "目录",
    tags: "标签",
    previousPost: "上一篇",
    nextPost: "下一篇",
    firstAppeared: "本文首发于 {site}。",
  },
  "zh-Hant": {
    readingTime: { other: "閱讀約需 {count} 分鐘" },
    updated: "更新於 {date}",
    sectionsHeading: "目錄",
    tags: "標籤",
    previousPost: "上一篇",
    nextPost: "下一篇",
    firstAppeared: "本文首發於 {site}。",
  },
};

/** The words of a locale's language, as its dictionary is chosen; English for a language without one. */
export const postWordsFor = (locale: string): PostWords =>
  postWords[dictionaryFor(locale).language] ?? postWords.en!;

/** Minutes to read `words` words, at 230 a minute (an adult's silent reading of prose); at least 1. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 230));
