// @ts-check
import '@testing-library/jest-dom/vitest';
