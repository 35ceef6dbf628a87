import { useMediaQuery, type Theme } from '@mui/material';

/** A phone's width: lists become a simple list instead of a table. */
export const useSmall = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
