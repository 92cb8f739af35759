/** The i18next namespace of the shared game UI texts (packages/game-kit/locales). */
export const GAME_KIT_NAMESPACE = 'game-kit';
