/**
 * After a block was added: says so in the editor's status (a live region, read out by screen readers) and
 * moves the focus to the block's row in the list once the list shows it (the list follows a little later
 * while typing: see BlockOutline).
 */
export function announceNewBlock(setStatus: (text: string) => void, index: number, count: number, title: string) {
  setStatus(`Added ${title} as block ${index + 1} of ${count}.`);
  let tries = 0;
  const attempt = () => {
    // the list shows the new block once it has one row more (before, another block's row has this index)
    const shown = document.querySelectorAll("[data-block-row]").length === count;
    const row = document.querySelector<HTMLElement>(`[data-block-row="${index}"] [aria-current="true"]`);
    if (shown && row) row.focus();
    else if (++tries < 60) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
