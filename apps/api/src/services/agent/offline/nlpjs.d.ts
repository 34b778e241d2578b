// nlp.js ships no types; only the parts the offline agent's intent model uses are declared.
declare module '@nlpjs/core' {
  import type { NlpInstance } from '@nlpjs/nlp';

  export interface NlpContainer {
    use(plugin: unknown): void;
    /** Settings of a component by tag (`nlp`, `nlu-??` for every language's classifier). */
    registerConfiguration(tag: string, configuration: Record<string, unknown>, overwrite?: boolean): void;
    get(name: 'nlp'): NlpInstance;
  }
  export function containerBootstrap(): Promise<NlpContainer>;
}
declare module '@nlpjs/nlp' {
  export interface NlpClassification {
    intent: string;
    score: number;
  }
  export interface NlpInstance {
    settings: { autoSave: boolean; autoLoad: boolean; log?: boolean; nlu?: Record<string, unknown> };
    addLanguage(locales: string | string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    classify(locale: string, utterance: string): Promise<{ intent: string; score: number; classifications: NlpClassification[] }>;
  }
  export const Nlp: unknown;
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
}
declare module '@nlpjs/lang-fr' {
  export const LangFr: unknown;
}
