/**
 * The shell's only script: a few lines inlined in <head>, so they run before the page paints and before
 * any module loads. They make the shell's controls answer the first tap without React:
 * - a visitor who dismissed the announcement never sees it (when the site has one) (html[data-banner-dismissed] hides it, no shift);
 * - the banner's dismiss button stores the flag and hides it;
 * - the menu drawer (a modal <dialog>) opens with its button, keeps Tab inside, closes on a chosen link, a tap
 *   outside or Escape;
 * - the skip link moves focus into <main>;
 * - a block with browser code used before the island loader arrived is marked data-used (the loader then wakes it at once);
 * - forms of islands that have not hydrated yet are not submitted natively (the island submits them once
 *   it has hydrated: see src/islands/hydrateIsland.tsx);
 * - text that depends on the reader's clock (the year, "today") is set to the reader's date, written the way
 *   of the page's language (<html lang>);
 * - html[data-ready] is set once the page is live (by the island loader on pages that have one).
 * It is plain ES2017 text, kept short; its hash goes into the Content-Security-Policy.
 */
export function shellScript(bannerStorageKey: string | undefined): string {
  const key = JSON.stringify(bannerStorageKey);
  // without a banner on the page, its two lines are left out
  const bannerAtLoad =
    bannerStorageKey === undefined
      ? ""
      : `try{if(localStorage.getItem(${key})==="true")h.setAttribute("data-banner-dismissed","")}catch(e){}\n`;
  const bannerOnClick =
    bannerStorageKey === undefined
      ? ""
      : `var b=t.closest("[data-banner-dismiss]");if(b){try{localStorage.setItem(${key},"true")}catch(e){}h.setAttribute("data-banner-dismissed","");return}\n`;
  return `(function(){var d=document,h=d.documentElement;
${bannerAtLoad}d.addEventListener("click",function(e){var t=e.target;if(!(t instanceof Element))return;
${bannerOnClick}var o=t.closest("[data-menu-open]");if(o){var m=d.getElementById(o.getAttribute("aria-controls"));if(m&&!m.open){e.preventDefault();m.showModal();o.setAttribute("aria-expanded","true")}return}
var m=t.closest("dialog[data-menu]");if(m){if(t===m||t.closest("[data-menu-close]")||t.closest("a[href]"))m.close();return}
var s=t.closest("a[data-skip-link]");if(s){var n=d.getElementById("main");if(n)n.focus()}});
d.addEventListener("keydown",function(e){var m=d.querySelector("dialog[data-menu][open]");if(e.key!=="Tab"||!m)return;var f=m.querySelectorAll("a[href],button"),a=f[0],z=f[f.length-1];
if(e.shiftKey?d.activeElement===a:d.activeElement===z){e.preventDefault();(e.shiftKey?z:a).focus()}});
d.addEventListener("close",function(e){var m=e.target;if(m instanceof Element&&m.matches("dialog[data-menu]"))d.querySelectorAll("[data-menu-open]").forEach(function(o){o.setAttribute("aria-expanded","false")})},true);
["focusin","pointerdown","keydown"].forEach(function(n){d.addEventListener(n,function(e){var t=e.target,i=t instanceof Element&&t.closest("[data-island],[data-script]");if(i)i.setAttribute("data-used","")},true)});
d.addEventListener("submit",function(e){var f=e.target,i=f instanceof Element&&f.closest("[data-island]");if(i&&!i.hasAttribute("data-hydrated")){e.preventDefault();i.setAttribute("data-pending-submit","")}},true);
d.addEventListener("DOMContentLoaded",function(){var n=new Date();if(!d.querySelector("[data-script],[data-island]"))h.setAttribute("data-ready","");d.querySelectorAll("[data-clock]").forEach(function(c){var k=c.getAttribute("data-clock");
if(k==="year")c.textContent=String(n.getFullYear());
else if(k==="date"){c.textContent=n.toLocaleDateString(h.lang||"en-US",{year:"numeric",month:"long",day:"numeric"});var p=function(x){return(x<10?"0":"")+x};c.setAttribute("datetime",n.getFullYear()+"-"+p(n.getMonth()+1)+"-"+p(n.getDate()))}})})})();`;
}
