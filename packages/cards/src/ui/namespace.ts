/** The i18next namespace of the shared card texts (packages/cards/locales). */
export const CARDS_NAMESPACE = 'cards';
