import { createContext, useContext } from 'react';
import { brand } from './brand';
import type { Brand } from './table';

/**
 * The brand pages render in: the build's (WORKSPACE) unless a provider says otherwise, as
 * Storybook's workspace toolbar does to show one page in all four brands.
 */
export const BrandContext = createContext<Brand>(brand);

export const useBrand = (): Brand => useContext(BrandContext);
