import './zod-config';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

import { startLanguage } from './i18n/i18n';

// The remembered language first (Hindi is fetched before the first paint; English is at hand).
void startLanguage().then(() => createRoot(document.getElementById('root')!).render(<App />));
