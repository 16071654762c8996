// The persona's words for her pages (content/copy.ts), in Portuguese.
export const personaCopy = {
  home: { noPosts: "Nenhum texto ainda.", noProjects: "Nenhum projeto ainda." },
  blog: {
    description: "Textos de Camila Duarte sobre dados climáticos e ciência aberta.",
    intro: "Notas do trabalho com dados do clima.",
    noPosts: "Nenhum texto ainda.",
  },
  projects: {
    description: "Ferramentas de dados abertos de Camila Duarte.",
    intro: "Ferramentas que construí para pesquisadores.",
    noProjects: "Nenhum projeto ainda.",
  },
  notFound: {
    title: "Página não encontrada",
    text: "Esta página não existe.",
    homeLink: "Ir para o início",
  },
  error: { text: "Algo deu errado.", homeLink: "Ir para o início" },
  labels: {
    skipLink: "Pular para o conteúdo",
    newTab: "abre em nova aba",
    socialProfiles: "Perfis sociais",
    builtWith: "Feito com",
    skills: "Competências",
    morePosts: "textos",
    moreProjects: "projetos",
  },
};
