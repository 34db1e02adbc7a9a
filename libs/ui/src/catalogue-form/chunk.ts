// The lazily loaded "form pages" chunk of @clinote/ui: react-final-form wiring, the text area
// with its suggestions, and the AI switch. Only the form routes download it (see lazy.tsx).
export { CatalogueForm } from './CatalogueForm';
export { SmartTextArea } from './SmartTextArea';
export { AiEnhancementSwitch } from './AiEnhancementSwitch';
