import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import type { CatalogueEntry, CustomizationProps } from '@tabula/game-kit';
import { expectPart, partSettled } from '../hydration/settle';

type Panel = ComponentType<Omit<CustomizationProps<unknown>, 'value'> & { value: unknown }>;

const panels = new Map<string, Panel>();

const partKey = (code: string) => `settings:${code}`;

/**
 * A game's settings panel as a lazy component: rendered in the page's HTML (the server waits for it),
 * its code fetched after the page's scripts, hydrated when it arrives; `value` undefined shows the
 * game's defaults. One lazy
 * component per game, so React keeps it across renders.
 */
function panelOf(entry: CatalogueEntry & { customization: NonNullable<CatalogueEntry['customization']> }): Panel {
  let panel = panels.get(entry.code);
  if (!panel) {
    const load = entry.customization;
    panel = lazy(async () => {
      const { Component, defaultValue } = await load();
      const WithDefaults: Panel = ({ value, ...props }) => {
        useEffect(() => partSettled(partKey(entry.code)), []);
        return <Component {...props} value={value ?? defaultValue} />;
      };
      return { default: WithDefaults };
    });
    panels.set(entry.code, panel);
  }
  return panel;
}

export interface LazyCustomizationProps extends Omit<CustomizationProps<unknown>, 'value'> {
  entry: CatalogueEntry;
  /** The chosen settings; undefined = the game's defaults. */
  value: unknown;
}

/** The game's settings, or nothing for a game without any. */
export function LazyCustomization({ entry, ...props }: LazyCustomizationProps) {
  const { customization } = entry;
  if (!customization) return null;
  const Panel = panelOf({ ...entry, customization });
  // Hydrated after the page (its code arrives later): what the visitor did meanwhile waits for it.
  expectPart(partKey(entry.code));
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
