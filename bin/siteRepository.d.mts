/** Why the builder at `packageRoot` (version `version`) should not work on the site in `site`, or undefined. */
export function siteProblem(site: string, packageRoot: string, version: string): string | undefined;
