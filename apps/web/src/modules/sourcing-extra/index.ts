/** What other web modules may use of sourcing-extra (scripts/arch rule "web": only through this index). */
// The module's texts (demand screens use them too).
import './i18n';

export { cleanLines, type LineColumn, LinesEditor } from './lines-editor';
