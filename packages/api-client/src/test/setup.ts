// Hook tests wait for MSW answers and React renders. CI runs this suite beside the API, browser and
// end-to-end suites on two cores, where one answer once took longer than testing-library's 1 s
// default and a passing test failed. A hook that never settles still fails, after 10 s.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
