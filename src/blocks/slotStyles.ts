import type { SystemStyleObject } from "@chakra-ui/react";

/**
 * How a block sits inside a slot (a column, a group): each block is made to be a band of the whole page, with its
 * own spacing and width; in a slot it takes the slot's width, and its band is a rounded panel with less spacing.
 */
export const slotChildren: SystemStyleObject = {
  "& > [data-block] > section, & > [data-block] > div > section": { paddingBlock: "6", borderRadius: "l3" },
  "& > [data-block] .chakra-container": { maxWidth: "none" },
};
