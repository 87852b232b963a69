import { knownLanguage } from "../../src/engine/i18n/languageTable";

/** The starter's words that are not the site's content to rewrite: its not-found page, in the site's language. */
export interface StarterWords {
  notFoundSeoTitle: string;
  notFoundSeoDescription: string;
  notFoundTitle: string;
  backHome: string;
}

const en: StarterWords = {
  notFoundSeoTitle: "Page Not Found",
  notFoundSeoDescription: "The page you are looking for does not exist. Return to the home page to find what you need.",
  notFoundTitle: "Sorry, this page does not exist",
  backHome: "Return to Home",
};

/** In the languages whose builder words ship (src/engine/i18n/builderWords.ts); any other gets English. */
const shipped: Record<string, StarterWords> = {
  en,
  es: {
    notFoundSeoTitle: "Página no encontrada",
    notFoundSeoDescription:
      "La página que busca no existe. Vuelva a la página de inicio para encontrar lo que necesita.",
    notFoundTitle: "Lo sentimos, esta página no existe",
    backHome: "Volver al inicio",
  },
  fr: {
    notFoundSeoTitle: "Page introuvable",
    notFoundSeoDescription:
      "La page que vous cherchez n’existe pas. Revenez à la page d’accueil pour trouver ce qu’il vous faut.",
    notFoundTitle: "Désolé, cette page n’existe pas",
    backHome: "Retour à l’accueil",
  },
  de: {
    notFoundSeoTitle: "Seite nicht gefunden",
    notFoundSeoDescription: "Die gesuchte Seite gibt es nicht. Auf der Startseite finden Sie, was Sie brauchen.",
    notFoundTitle: "Diese Seite gibt es leider nicht",
    backHome: "Zur Startseite",
  },
  pt: {
    notFoundSeoTitle: "Página não encontrada",
    notFoundSeoDescription:
      "A página que você procura não existe. Volte à página inicial para encontrar o que precisa.",
    notFoundTitle: "Desculpe, esta página não existe",
    backHome: "Voltar ao início",
  },
};

export function starterWords(language: string): StarterWords {
  return shipped[language.split("-")[0].toLowerCase()] ?? en;
}

/** Why `--language` cannot be used, in words, or undefined when it can (a BCP 47 code the builder knows). */
export function languageOptionProblem(value: string): string | undefined {
  return knownLanguage(value)
    ? undefined
    : 'needs a language code the builder knows, such as "fr", "es" or "pt-BR" (see docs/languages.md)';
}
