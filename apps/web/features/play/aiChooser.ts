// Moved to ./ai/ (the view, the worker and its protocol); kept so existing imports keep working.
export { aiChooser, type ChooseMove, type ChooseRequest } from './ai/chooser';
