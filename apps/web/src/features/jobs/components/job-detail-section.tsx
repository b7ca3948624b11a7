import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

type Props = { title: string; text?: string; items?: readonly string[] };

/** One titled part of the job description: a paragraph or a bulleted list. */
export function JobDetailSection({ title, text, items }: Props) {
  const id = useId();
  const empty = !text?.trim() && !items?.length;
  return (
    <Box component="section" aria-labelledby={id} sx={{ '& + &': { mt: 4 } }}>
      <Typography id={id} variant="sectionTitle" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {empty && <Typography color="text.secondary">Not specified.</Typography>}
      {text?.trim() && <Typography sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>}
      {items && items.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 3, '& li + li': { mt: 0.75 } }}>
          {items.map((item, index) => (
            <Typography component="li" key={index}>
              {item}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
