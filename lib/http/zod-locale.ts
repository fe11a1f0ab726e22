import * as z from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini installs no locale (classic zod installs English on first use): without this every
// issue message would read "Invalid input". Imported by every module that parses input.
z.config(en());
