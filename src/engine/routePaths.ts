/** Where the not-found page of a section is pre-rendered: "/" → "/404", "/integrations/" → "/integrations/404". */
export function notFoundPrerenderPath(prefix: string): string {
  return `${prefix}404`;
}
