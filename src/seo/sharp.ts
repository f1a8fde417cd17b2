/** The sharp image library, loaded only by the build steps that draw images. */
export type Sharp = typeof import('sharp').default;
