/** @jest-environment node */
import { loadDefinition } from '../load';
import fs from 'fs';
it('dumps', () => { fs.writeFileSync('/tmp/apiref/doc.json', JSON.stringify(loadDefinition())); });
