// The core's error messages ({ line, column, message }, English sentences from Rust)
// in the page's language: as they are in English; in Chinese through the rules of
// www/i18n/messages/zh-CN-errors.js, loaded with the Chinese catalogue. No DOM here.
import { coreMessages } from '../i18n/index.js';

/** The message of a core error ({ line, column, message }) in the page's language. */
export function errorText(error) {
  const message = error?.message ?? String(error);
  return coreMessages()?.(message) ?? message;
}
