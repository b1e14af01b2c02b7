import { createRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { initI18n } from './core/i18n';
import './styles.css';

initI18n();
createRoot(document.getElementById('root')!).render(<AppRoot />);
