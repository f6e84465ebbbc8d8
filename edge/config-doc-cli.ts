/** `npm run docs:config`: rewrite docs/configuration.md from the variables' schemas. */
import { CONFIGURATION_DOC_PATH, renderConfigurationDoc } from './config-doc.ts';

await Deno.mkdir('docs', { recursive: true });
await Deno.writeTextFile(CONFIGURATION_DOC_PATH, renderConfigurationDoc());
console.log(`Wrote ${CONFIGURATION_DOC_PATH}.`);
