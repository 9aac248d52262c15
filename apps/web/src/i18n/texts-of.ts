/**
 * A language's texts in Chinese's shape (each module's type is its Chinese object's). A text that counts
 * something may also have its form for a count of one, under its key with `_one` added: i18next picks it
 * when the text is given a `count` of 1 ("1 investment due" beside "2 investments due"). Chinese,
 * Vietnamese and Indonesian write every count alike and have none.
 */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> } & {
  [K in keyof T as T[K] extends string ? `${K & string}_one` : never]?: string;
};
