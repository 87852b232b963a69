/**
 * The words the builder itself writes into pages (not the site's: those are in site.json), in the languages it
 * ships. A site overrides any of them in site.json "words" (and per language in "translations.<code>.words");
 * a language the builder does not ship gets English.
 */
export const builderWordKeys = [
  "skipLink",
  "menu",
  "closeMenu",
  "languageSwitch",
  "notTranslated",
  "onThisPage",
  "tags",
  "moreInformation",
  "honeypotLabel",
  "invalidEmail",
  "closeMessage",
  "previousLogo",
  "nextLogo",
  "previousPage",
  "nextPage",
  "page",
  "openSchedulingPage",
  "calendarNotLoaded",
  "searchIntegrations",
  "searchPlaceholder",
  "noIntegrationsFound",
] as const;

export type BuilderWordKey = (typeof builderWordKeys)[number];
export type BuilderWords = Record<BuilderWordKey, string>;

const en: BuilderWords = {
  skipLink: "Skip to content",
  menu: "Menu",
  closeMenu: "Close menu",
  languageSwitch: "Language",
  notTranslated: "This page is not translated yet.",
  onThisPage: "On this page",
  tags: "Tags",
  moreInformation: "More information",
  honeypotLabel: "Leave this field empty",
  invalidEmail: "Please enter a valid email address.",
  closeMessage: "Close message",
  previousLogo: "Previous logo",
  nextLogo: "Next logo",
  previousPage: "Previous page",
  nextPage: "Next page",
  page: "Page",
  openSchedulingPage: "Open the scheduling page",
  calendarNotLoaded: "The calendar could not be loaded here.",
  searchIntegrations: "Search integrations",
  searchPlaceholder: "Search by name or what it does",
  noIntegrationsFound: "No integrations found matching your search.",
};

const es: BuilderWords = {
  skipLink: "Saltar al contenido",
  menu: "Menú",
  closeMenu: "Cerrar menú",
  languageSwitch: "Idioma",
  notTranslated: "Esta página aún no está traducida.",
  onThisPage: "En esta página",
  tags: "Etiquetas",
  moreInformation: "Más información",
  honeypotLabel: "Deja este campo vacío",
  invalidEmail: "Introduce una dirección de correo válida.",
  closeMessage: "Cerrar mensaje",
  previousLogo: "Logotipo anterior",
  nextLogo: "Logotipo siguiente",
  previousPage: "Página anterior",
  nextPage: "Página siguiente",
  page: "Página",
  openSchedulingPage: "Abrir la página de reservas",
  calendarNotLoaded: "El calendario no se pudo cargar aquí.",
  searchIntegrations: "Buscar integraciones",
  searchPlaceholder: "Busca por nombre o por lo que hace",
  noIntegrationsFound: "Ninguna integración coincide con tu búsqueda.",
};

const fr: BuilderWords = {
  skipLink: "Aller au contenu",
  menu: "Menu",
  closeMenu: "Fermer le menu",
  languageSwitch: "Langue",
  notTranslated: "Cette page n’est pas encore traduite.",
  onThisPage: "Sur cette page",
  tags: "Étiquettes",
  moreInformation: "Plus d’informations",
  honeypotLabel: "Laissez ce champ vide",
  invalidEmail: "Saisissez une adresse e-mail valide.",
  closeMessage: "Fermer le message",
  previousLogo: "Logo précédent",
  nextLogo: "Logo suivant",
  previousPage: "Page précédente",
  nextPage: "Page suivante",
  page: "Page",
  openSchedulingPage: "Ouvrir la page de réservation",
  calendarNotLoaded: "Le calendrier n’a pas pu être chargé ici.",
  searchIntegrations: "Rechercher des intégrations",
  searchPlaceholder: "Cherchez par nom ou par fonction",
  noIntegrationsFound: "Aucune intégration ne correspond à votre recherche.",
};

const de: BuilderWords = {
  skipLink: "Zum Inhalt springen",
  menu: "Menü",
  closeMenu: "Menü schließen",
  languageSwitch: "Sprache",
  notTranslated: "Diese Seite ist noch nicht übersetzt.",
  onThisPage: "Auf dieser Seite",
  tags: "Schlagwörter",
  moreInformation: "Weitere Informationen",
  honeypotLabel: "Dieses Feld leer lassen",
  invalidEmail: "Bitte eine gültige E-Mail-Adresse eingeben.",
  closeMessage: "Meldung schließen",
  previousLogo: "Vorheriges Logo",
  nextLogo: "Nächstes Logo",
  previousPage: "Vorherige Seite",
  nextPage: "Nächste Seite",
  page: "Seite",
  openSchedulingPage: "Terminseite öffnen",
  calendarNotLoaded: "Der Kalender konnte hier nicht geladen werden.",
  searchIntegrations: "Integrationen durchsuchen",
  searchPlaceholder: "Nach Name oder Funktion suchen",
  noIntegrationsFound: "Keine Integration passt zu Ihrer Suche.",
};

const pt: BuilderWords = {
  skipLink: "Pular para o conteúdo",
  menu: "Menu",
  closeMenu: "Fechar menu",
  languageSwitch: "Idioma",
  notTranslated: "Esta página ainda não foi traduzida.",
  onThisPage: "Nesta página",
  tags: "Etiquetas",
  moreInformation: "Mais informações",
  honeypotLabel: "Deixe este campo vazio",
  invalidEmail: "Informe um endereço de e-mail válido.",
  closeMessage: "Fechar mensagem",
  previousLogo: "Logotipo anterior",
  nextLogo: "Próximo logotipo",
  previousPage: "Página anterior",
  nextPage: "Próxima página",
  page: "Página",
  openSchedulingPage: "Abrir a página de agendamento",
  calendarNotLoaded: "Não foi possível carregar o calendário aqui.",
  searchIntegrations: "Pesquisar integrações",
  searchPlaceholder: "Pesquise pelo nome ou pelo que faz",
  noIntegrationsFound: "Nenhuma integração corresponde à sua pesquisa.",
};

/** The languages whose builder words ship with the builder, by primary subtag. */
export const shippedWords: Readonly<Record<string, BuilderWords>> = { en, es, fr, de, pt };

/** The builder's words for a language ("pt-BR" reads "pt"), with the site's overrides on top. */
export function builderWords(language: string, overrides: Partial<BuilderWords> = {}): BuilderWords {
  const shipped = shippedWords[language.split("-")[0]] ?? en;
  return { ...shipped, ...overrides };
}
