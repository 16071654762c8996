import sharp from "sharp";
import type { Files } from "../../../../tools/project-copy/project-copy";
import { personaCopy } from "./persona-copy";

// A different owner, written only in content/: another name, field, city,
// country, language and links, with posts and dated projects listed out of
// order, an imported post, more profiles, her own images, icon and colours.

const module = (type: string, from: string, name: string, value: unknown) =>
  `import type { ${type} } from "./schema/${from}.ts";\n\nexport const ${name}: ${type} = ${JSON.stringify(value, null, 2)};\n`;

export const persona = {
  name: "Camila Duarte",
  site: "https://camiladuarte.com.br",
  city: "Porto Alegre",
  country: "Brasil",
  mastodon: "https://mastodon.social/@camiladuarte",
  email: "ola@camiladuarte.com.br",
};

const post = (slug: string, title: string, publishDate: string, thumbnail?: string) => ({
  url: `https://camiladuarte.com.br/textos/${slug}`,
  title,
  description: `Notas sobre ${title.toLowerCase()}, com dados abertos e código.`,
  publishDate,
  ...(thumbnail ? { thumbnail, thumbnailAlt: "" } : {}),
});

/** The persona's content/ folder, as files. */
export async function personaContent(): Promise<Files> {
  const image = (hue: number) =>
    sharp({ create: { width: 640, height: 400, channels: 3, background: `hsl(${hue}, 50%, 45%)` } })
      .jpeg()
      .toBuffer();
  return {
    "content/owner.ts": module("OwnerInput", "owner", "owner", {
      name: persona.name,
      jobTitle: "Engenheira de dados climáticos",
      greeting: "Olá, eu sou a Camila",
      bio: "Construo pipelines de dados para pesquisa climática, em Python e SQL.",
      about: [
        "Trabalho com dados de estações meteorológicas e satélites há dez anos.",
        "Mantenho pipelines que alimentam modelos usados por universidades e prefeituras.",
        "Escrevo Python quase todos os dias, SQL sempre, e um pouco de Rust por diversão.",
      ],
      description: "Camila Duarte escreve sobre dados climáticos, pipelines e ciência aberta.",
      headshot: "retrato.jpg",
      headshotAlt: "Retrato de Camila Duarte",
      knowsAbout: ["Python", "SQL", "Dados climáticos"],
      locale: "pt_BR",
    }),
    "content/links.ts": module("LinksInput", "site", "links", {
      linkedin: "https://www.linkedin.com/in/camiladuarte",
      github: "https://github.com/camiladuarte",
      twitter: "https://x.com/camiladuarte",
      address: `${persona.city}, ${persona.country}`,
      baseUrl: persona.site,
      more: [
        { label: "Mastodon", url: persona.mastodon, icon: "mastodon", rel: "me" },
        { label: "E-mail", url: `mailto:${persona.email}`, icon: "email" },
        { label: "Currículo", file: "curriculo.pdf", icon: "resume" },
      ],
    }),
    "content/copy.ts": module("CopyInput", "site", "copy", personaCopy),
    "content/theme.ts": module("ThemeInput", "site", "theme", {
      accent: { light: "#8a3ffc", dark: "#be95ff" },
    }),
    "content/posts.ts": [
      'import type { PostDefaults, PostInput } from "./schema/entries.ts";',
      `export const posts: PostInput[] = ${JSON.stringify(
        [
          post("chuva-2019", "Séries de chuva de 2019", "2023-03-10", "chuva.jpg"),
          post("satelites", "Satélites e nuvens", "2025-06-02", "satelites.jpg"),
          post("estacoes", "Estações que mentem", "2024-11-30", "estacoes.jpg"),
        ],
        null,
        2,
      )};`,
      'export const postDefaults: PostDefaults = { thumbnail: "padrao.jpg", thumbnailAlt: "" };',
      "",
    ].join("\n"),
    "content/projects.ts": [
      'import type { ProjectInput } from "./schema/entries.ts";',
      `export const projects: ProjectInput[] = ${JSON.stringify([
        {
          url: "https://github.com/camiladuarte/sem-data",
          title: "sem-data",
          description: "Uma ferramenta sem data.",
        },
        {
          url: "https://github.com/camiladuarte/chuvas",
          title: "chuvas",
          description: "Séries históricas de chuva.",
          date: "2022-01-15",
        },
        {
          url: "https://github.com/camiladuarte/nuvem",
          title: "nuvem",
          description: "Máscaras de nuvem para imagens de satélite.",
          date: "2025-08-20",
        },
      ])};`,
      "",
    ].join("\n"),
    "content/overrides.ts": module("OverridesInput", "entries", "overrides", {
      hidden: ["https://camiladuarte.com.br/textos/oculto"],
      posts: {},
      projects: {},
    }),
    "content/imported/posts.json": `${JSON.stringify([
      post("importado", "Um texto importado", "2024-01-20"),
      post("oculto", "Um texto escondido", "2025-09-09"),
    ])}\n`,
    "content/imported/projects.json": "[]\n",
    "content/imported/sources.json": '{ "posts": [], "projects": [] }\n',
    "content/images/retrato.jpg": await image(20),
    "content/images/chuva.jpg": await image(200),
    "content/images/satelites.jpg": await image(250),
    "content/images/estacoes.jpg": await image(120),
    "content/images/padrao.jpg": await image(300),
    "content/icon.svg":
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#8a3ffc"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">CD</text></svg>\n',
    "content/files/curriculo.pdf": "%PDF-1.4\n% Currículo de Camila Duarte\n",
  };
}

/** Words, places and addresses of the template's owner that must not reach the persona's site. */
export const templateTraces = [
  /tobi/i,
  /adeyemi/i,
  /lagos/i,
  /nigeria/i,
  /fintech/i,
  /blockchain/i,
  /distributed/i,
  /backend/i,
  /cipherline/i,
  /wallet/i,
  /#0b6e66/i,
  /#5fd4c4/i,
];
