import type { ReactElement } from 'react';
import { Head } from 'next/document';
import { earlyInputScript } from './earlyInputScript';
import { LATER_SCRIPT_PAGES } from './laterScripts';

type Files = Parameters<Head['getScripts']>[0];
type ScriptElement = ReactElement<{ src?: string }> | null;

/**
 * next/document's Head, except on the pages of LATER_SCRIPT_PAGES: there the page's script tags
 * (Next's runtime, React, the app and the page) become one inline script that adds them later
 * (earlyInputScript). Inline scripts Next writes (Turbopack's chunk list) stay as they are: they
 * only record what to run once the chunks arrive.
 */
export class LaterScriptsHead extends Head {
  private loadsLater(): boolean {
    return LATER_SCRIPT_PAGES.has(this.context.__NEXT_DATA__.page);
  }

  override getPreloadMainLinks(files: Files) {
    return this.loadsLater() ? [] : super.getPreloadMainLinks(files);
  }

  override getPreloadDynamicChunks() {
    return this.loadsLater() ? [] : super.getPreloadDynamicChunks();
  }

  override getDynamicChunks(files: Files) {
    return this.loadsLater() ? [] : super.getDynamicChunks(files);
  }

  override getScripts(files: Files) {
    const scripts = super.getScripts(files);
    if (!this.loadsLater()) return scripts;
    const dynamic = super.getDynamicChunks(files) as ScriptElement[];
    // Next writes the dynamic chunks before the page's scripts; they keep that order.
    const all = [...dynamic, ...scripts] as ScriptElement[];
    const sources = all.flatMap((script) => (script?.props.src ? [script.props.src] : []));
    const inline = all.filter((script): script is ReactElement<{ src?: string }> => !!script && !script.props.src);
    return [
      ...inline,
      <script
        key="tabula-later-scripts"
        nonce={this.props.nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script; the sources are the build's file names, JSON-encoded with < escaped
        dangerouslySetInnerHTML={{ __html: earlyInputScript(sources) }}
      />,
    ];
  }
}
