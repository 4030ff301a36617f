import { installProductMessages } from '@neelami/shared/zod-messages';
import { z } from 'zod';

// Zod compiles fast parsers with `new Function`, which the Content-Security-Policy (no
// 'unsafe-eval') refuses and reports as a violation. Jitless parsing is plenty fast for forms.
// Imported first by main.tsx: zod reads the setting when each schema is created.
z.config({ jitless: true });

// The product's messages for zod's own checks (@neelami/shared/zod-messages), as the server says them.
installProductMessages();
