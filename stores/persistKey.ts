/** The localStorage key the app store persists under (spec 4 `modules`); alone, so the shell can test for it cheaply. */
export const persistKey = "modules";
