import type { SystemContext } from "@chakra-ui/react";

type RecipeFn = ReturnType<SystemContext["cva"]>;

/**
 * Chakra makes a recipe function from a styled component's style config on every render of every element
 * (`chakra("div", config)`, factory.js: `cva(config)`), each with an empty memo, so the element's styles were
 * resolved again each time: most of a page's render. Here the recipe function of a config object is made once
 * (and so is the merge of two, for a styled component built on another). Keyed by identity: the configs are
 * module-level constants; a config made afresh on each render only misses the cache.
 */
export function cacheRecipeFunctions(system: SystemContext): void {
  const make = system.cva;
  const byConfig = new WeakMap<object, RecipeFn>();
  const cached = (fn: RecipeFn): RecipeFn => {
    // typed `any` by Chakra: (other recipe function) => the recipe function of both
    const merge = fn.merge as (this: RecipeFn, other: RecipeFn) => RecipeFn;
    const merged = new WeakMap<object, RecipeFn>();
    fn.merge = (other: RecipeFn) => {
      let result = merged.get(other);
      if (!result) {
        result = cached(merge.call(fn, other));
        merged.set(other, result);
      }
      return result;
    };
    return fn;
  };
  system.cva = ((config: object = {}) => {
    let fn = byConfig.get(config);
    if (!fn) {
      fn = cached(make(config));
      byConfig.set(config, fn);
    }
    return fn;
  }) as SystemContext["cva"];
}
