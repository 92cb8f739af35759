import { REPLAY_GLOBAL } from './laterScripts';

/** If the scripts have not hydrated the page this long after they were asked for, held links and forms go natively. */
const GIVE_UP_MS = 10_000;

/**
 * The inline script of a page whose scripts load later (see LATER_SCRIPT_PAGES). It adds `sources`
 * to the page, in order, on the visitor's first pointer, touch, key or focus event: a visitor who
 * only reads or follows links never runs them. Until the page is hydrated it holds back what
 * would be lost or done wrong without React: clicks on the page's buttons, switches and radio
 * buttons (undone at once, replayed in order once React listens), a link clicked after such a button (so the option chosen reaches the link), a
 * submitted form and a changed select. A link clicked first simply goes, as plain HTML. The replay
 * starts when the promise the page passes resolves (its lazy parts have mounted); until it has
 * replayed everything held, what the visitor does next is held behind it too (a Start link
 * clicked while the chosen player count waits for its replay must not go without it). Should the scripts not arrive (offline), held links and forms go the plain
 * HTML way after a while. Text typed into a field stays in the field; the page reads it when it
 * hydrates. Plain ES5, as it runs before any polyfill.
 */
export function earlyInputScript(sources: string[]): string {
  return `(function(sources){
var started=false,hydrated=false,draining=false,passing=false,queue=[],triggers=['pointerdown','keydown','focusin','touchstart'];
function start(){if(started)return;started=true;setTimeout(giveUp,${GIVE_UP_MS});
for(var i=0;i<triggers.length;i++)removeEventListener(triggers[i],start,true);
for(var j=0;j<sources.length;j++){var s=document.createElement('script');s.src=sources[j];s.async=false;document.head.appendChild(s);}}
for(var k=0;k<triggers.length;k++)addEventListener(triggers[k],start,{capture:true,passive:true});
function hold(event,kind,target){if(passing||(hydrated&&!draining)||!target)return;if(kind!=='change'){event.preventDefault();event.stopPropagation();}queue.push([kind,target]);start();}
addEventListener('click',function(e){if(passing)return;var t=e.target&&e.target.closest&&e.target.closest('a[href],button,[role="button"],input[type="checkbox"],input[type="radio"]');if(!t)return;if(t.tagName==='A'&&(queue.length===0||e.ctrlKey||e.metaKey||e.shiftKey||e.button))return;hold(e,'click',t);},true);
addEventListener('submit',function(e){hold(e,'submit',e.target);},true);
addEventListener('change',function(e){var t=e.target;if(t&&t.tagName==='SELECT')hold(e,'change',t);},true);
function giveUp(){if(hydrated)return;hydrated=true;for(var i=0;i<queue.length;i++){var t=queue[i][1];
if(queue[i][0]==='click'&&t.tagName==='A'){location.href=t.href;return;}if(queue[i][0]==='submit'){t.submit();return;}}}
window.${REPLAY_GLOBAL}=function(ready){if(hydrated)return;hydrated=true;draining=queue.length>0;
Promise.resolve(ready).then(function(){setTimeout(next,0);});
function next(){var item=queue.shift();if(!item){draining=false;return;}var kind=item[0],t=item[1];
passing=true;try{if(t.isConnected){if(kind==='click')t.click();else if(kind==='submit'&&t.requestSubmit)t.requestSubmit();else if(kind==='change')t.dispatchEvent(new Event('change',{bubbles:true}));}}finally{passing=false;}
setTimeout(next,0);}};
})(${JSON.stringify(sources).replace(/</g, '\\u003c')});`;
}
