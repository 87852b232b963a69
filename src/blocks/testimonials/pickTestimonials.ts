import type { Testimonial } from "../../generated/config-types";

/** The quotes a block shows: the ones named in `pick` (in that order) or all, then at most `limit`. */
export function pickTestimonials(all: readonly Testimonial[], pick?: readonly string[], limit?: number): Testimonial[] {
  const chosen = pick ? pick.flatMap((id) => all.filter((item) => item.id === id)) : [...all];
  return limit === undefined ? chosen : chosen.slice(0, limit);
}
