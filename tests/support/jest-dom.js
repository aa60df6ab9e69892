require("@testing-library/jest-dom");

// findBy…/waitFor wait up to 5 s, not Testing Library's 1 s: on a CI machine with its cores shared
// (two workers, the integration suites beside them), a form's re-validation after a change can
// take over a second to render. A wrong result still fails, only later.
require("@testing-library/react").configure({ asyncUtilTimeout: 5000 });
