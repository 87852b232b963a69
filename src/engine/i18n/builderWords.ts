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
  "readMore",
  "readArticle",
  "learnMore",
  "previous",
  "next",
  "onThisPage",
  "closeMessage",
  "fillItIn",
  "invalidEmail",
  "calendarNotLoaded",
  "noSearchResults",
] as const;

export type BuilderWordKey = (typeof builderWordKeys)[number];
export type BuilderWords = Record<BuilderWordKey, string>;

const en: BuilderWords = {
  skipLink: "Skip to content",
  menu: "Menu",
  closeMenu: "Close menu",
  languageSwitch: "Language",
  notTranslated: "This page is not translated yet.",
  readMore: "Read more",
  readArticle: "Read article",
  learnMore: "Learn more",
  previous: "Previous",
  next: "Next",
  onThisPage: "On this page",
  closeMessage: "Close message",
  fillItIn: "Fill it in.",
  invalidEmail: "Please enter a valid email address.",
  calendarNotLoaded: "The calendar could not be loaded here.",
  noSearchResults: "Nothing found for this search.",
};

const es: BuilderWords = {
  skipLink: "Saltar al contenido",
  menu: "Menú",
  closeMenu: "Cerrar menú",
  languageSwitch: "Idioma",
  notTranslated: "Esta página aún no está traducida.",
  readMore: "Leer más",
  readArticle: "Leer artículo",
  learnMore: "Más información",
  previous: "Anterior",
  next: "Siguiente",
  onThisPage: "En esta página",
  closeMessage: "Cerrar mensaje",
  fillItIn: "Rellena este campo.",
  invalidEmail: "Introduce una dirección de correo válida.",
  calendarNotLoaded: "El calendario no se pudo cargar aquí.",
  noSearchResults: "No se encontró nada para esta búsqueda.",
};

const fr: BuilderWords = {
  skipLink: "Aller au contenu",
  menu: "Menu",
  closeMenu: "Fermer le menu",
  languageSwitch: "Langue",
  notTranslated: "Cette page n’est pas encore traduite.",
  readMore: "Lire la suite",
  readArticle: "Lire l’article",
  learnMore: "En savoir plus",
  previous: "Précédent",
  next: "Suivant",
  onThisPage: "Sur cette page",
  closeMessage: "Fermer le message",
  fillItIn: "Remplissez ce champ.",
  invalidEmail: "Saisissez une adresse e-mail valide.",
  calendarNotLoaded: "Le calendrier n’a pas pu être chargé ici.",
  noSearchResults: "Aucun résultat pour cette recherche.",
};

const de: BuilderWords = {
  skipLink: "Zum Inhalt springen",
  menu: "Menü",
  closeMenu: "Menü schließen",
  languageSwitch: "Sprache",
  notTranslated: "Diese Seite ist noch nicht übersetzt.",
  readMore: "Weiterlesen",
  readArticle: "Artikel lesen",
  learnMore: "Mehr erfahren",
  previous: "Zurück",
  next: "Weiter",
  onThisPage: "Auf dieser Seite",
  closeMessage: "Meldung schließen",
  fillItIn: "Bitte ausfüllen.",
  invalidEmail: "Bitte eine gültige E-Mail-Adresse eingeben.",
  calendarNotLoaded: "Der Kalender konnte hier nicht geladen werden.",
  noSearchResults: "Für diese Suche wurde nichts gefunden.",
};

const pt: BuilderWords = {
  skipLink: "Pular para o conteúdo",
  menu: "Menu",
  closeMenu: "Fechar menu",
  languageSwitch: "Idioma",
  notTranslated: "Esta página ainda não foi traduzida.",
  readMore: "Leia mais",
  readArticle: "Ler artigo",
  learnMore: "Saiba mais",
  previous: "Anterior",
  next: "Próximo",
  onThisPage: "Nesta página",
  closeMessage: "Fechar mensagem",
  fillItIn: "Preencha este campo.",
  invalidEmail: "Informe um endereço de e-mail válido.",
  calendarNotLoaded: "Não foi possível carregar o calendário aqui.",
  noSearchResults: "Nada encontrado para esta pesquisa.",
};

/** The languages whose builder words ship with the builder, by primary subtag. */
export const shippedWords: Readonly<Record<string, BuilderWords>> = { en, es, fr, de, pt };

/** The builder's words for a language ("pt-BR" reads "pt"), with the site's overrides on top. */
export function builderWords(language: string, overrides: Partial<BuilderWords> = {}): BuilderWords {
  const shipped = shippedWords[language.split("-")[0]] ?? en;
  return { ...shipped, ...overrides };
}
