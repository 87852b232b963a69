/** A letter of a right-to-left script: Hebrew, Arabic, Syriac, Thaana, N'Ko, and their presentation forms. */
export const rightToLeftLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** A letter of a left-to-right alphabet with capitals (Latin, Greek, Cyrillic): what brand names and English use. */
export const leftToRightLetter = /[A-Za-z\u00c0-\u024f\u0370-\u03ff\u0400-\u04ff]/;
