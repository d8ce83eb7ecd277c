/**
 * What a form needs only once it is submitted: the request and its reply's validation, the session store the
 * reply fills, and the translator of the server's templates. FormRuntime loads this on the first submit, so
 * pages with a form do not carry it in their first-load JavaScript (issue 10).
 */
export { textTranslator } from "../i18n/texts";
export { applySession, buildSubmission, currentPath, currentQuery, tellAppRegistered } from "./submission";
export { postForm } from "./submitForm";
