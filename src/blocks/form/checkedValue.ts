/** The value a ticked box sends (an unticked one sends ""). */
export const checkedValue = "yes";
