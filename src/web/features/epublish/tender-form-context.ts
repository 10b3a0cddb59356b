import { createContext } from 'react';
import type { EpublishTender } from '../../../common/api/epublish.ts';
import { type FieldConfig, fieldConfig } from './field-config.ts';

export type StoredFileInfo = EpublishTender['files'][number];

/**
 * What the tender form's parts read besides the form: the configuration (its classification
 * settings) and the files the tender holds (their size and hash shown beside each document).
 */
export const TenderFormContext = createContext<{
  config: FieldConfig;
  files: StoredFileInfo[];
  onFile(file: StoredFileInfo): void;
}>({ config: fieldConfig([]), files: [], onFile: () => {} });
